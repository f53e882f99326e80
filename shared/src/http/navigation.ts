/**
 * Page-level navigation the http layer needs outside React's router (hash mode, SPEC §2).
 * An object, so tests can replace `reload`, which jsdom does not implement.
 */
export const pageNavigation = {
  toLogin(): void {
    window.location.hash = '#/login';
  },
  reload(): void {
    window.location.reload();
  },
};
