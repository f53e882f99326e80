/**
 * The tags-view of SPEC §4 as pure functions: every operation returns the new tab list and the
 * path to navigate to (null: stay where you are).
 */
export interface OpenTab {
  /** The route path is the tab's name: one tab per route. */
  path: string;
  title: string;
}

export interface TabsChange {
  tabs: OpenTab[];
  navigateTo: string | null;
}

/** Visiting a non-hidden route adds a tab if it is not already open; titles follow the language. */
export function visitRoute(tabs: OpenTab[], route: OpenTab & { hidden: boolean }): OpenTab[] {
  if (route.hidden) return tabs;
  const open = tabs.find((tab) => tab.path === route.path);
  if (!open) return [...tabs, { path: route.path, title: route.title }];
  if (open.title === route.title) return tabs;
  return tabs.map((tab) => (tab.path === route.path ? { ...tab, title: route.title } : tab));
}

/** Closing the active tab activates the next one, or the previous when it was the last. */
export function closeTab(tabs: OpenTab[], path: string, activePath: string): TabsChange {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return { tabs, navigateTo: null };
  const remaining = tabs.filter((tab) => tab.path !== path);
  if (path !== activePath) return { tabs: remaining, navigateTo: null };
  const neighbour = tabs[index + 1] ?? tabs[index - 1];
  return { tabs: remaining, navigateTo: neighbour ? neighbour.path : null };
}

/** Keeps only `path` and shows it. */
export function closeOtherTabs(tabs: OpenTab[], path: string, activePath: string): TabsChange {
  const kept = tabs.filter((tab) => tab.path === path);
  return { tabs: kept, navigateTo: path === activePath ? null : path };
}

/** Closes the tabs on one side of `path`; if the active tab was among them, `path` is shown. */
export function closeTabsBeside(tabs: OpenTab[], path: string, activePath: string, side: 'left' | 'right'): TabsChange {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return { tabs, navigateTo: null };
  const kept = side === 'left' ? tabs.slice(index) : tabs.slice(0, index + 1);
  const activeKept = kept.some((tab) => tab.path === activePath);
  return { tabs: kept, navigateTo: activeKept ? null : path };
}

/** Closes every tab; the shell then goes to its home route. */
export function closeAllTabs(homePath: string | null): TabsChange {
  return { tabs: [], navigateTo: homePath };
}
