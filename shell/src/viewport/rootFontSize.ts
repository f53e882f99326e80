/** SPEC §9: the root font size follows the viewport, 192px at a 1920px-wide screen. */
export const DESIGN_WIDTH = 1920;
export const DESIGN_ROOT_FONT_SIZE = 192;

export function rootFontSize(viewportWidth: number): number {
  return (viewportWidth / DESIGN_WIDTH) * DESIGN_ROOT_FONT_SIZE;
}

/** Sets the root font size now and on every resize; returns the function that stops following. */
export function followViewportFontSize(win: Window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
