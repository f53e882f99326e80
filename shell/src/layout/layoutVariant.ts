/**
 * The standard layout (270/64 navigation, tabs, breadcrumb) or the bare one of SPEC §2 (200px menu,
 * 64px header). The choice sits in the page's query (`/?layout=bare#/...`), so a link or a bookmark
 * can open either and the hash router's paths stay untouched.
 */
export type LayoutVariant = 'standard' | 'bare';

export function layoutVariantOf(search: string): LayoutVariant {
  return new URLSearchParams(search).get('layout') === 'bare' ? 'bare' : 'standard';
}

/** The page's query with the variant set (the standard one leaves no trace). */
export function searchWithVariant(search: string, variant: LayoutVariant): string {
  const params = new URLSearchParams(search);
  if (variant === 'bare') params.set('layout', 'bare');
  else params.delete('layout');
  const query = params.toString();
  return query ? `?${query}` : '';
}
