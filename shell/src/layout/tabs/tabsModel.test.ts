import { closeAllTabs, closeOtherTabs, closeTab, closeTabsBeside, visitRoute, type OpenTab } from './tabsModel';

const a: OpenTab = { path: '/a', title: 'A' };
const b: OpenTab = { path: '/b', title: 'B' };
const c: OpenTab = { path: '/c', title: 'C' };

describe('visitRoute', () => {
  it('adds a tab for a visible route that is not open yet', () => {
    expect(visitRoute([a], { ...b, hidden: false })).toEqual([a, b]);
  });

  it('does not add a second tab for a route already open', () => {
    const tabs = [a, b];
    expect(visitRoute(tabs, { ...a, hidden: false })).toBe(tabs);
  });

  it('never adds a tab for a hidden route', () => {
    expect(visitRoute([a], { path: '/hidden', title: 'H', hidden: true })).toEqual([a]);
  });

  it('renames an open tab when its title changes with the language', () => {
    expect(visitRoute([a, b], { path: '/a', title: 'Ä', hidden: false })).toEqual([{ path: '/a', title: 'Ä' }, b]);
  });
});

describe('closeTab', () => {
  it('activates the next tab when the active one is closed', () => {
    expect(closeTab([a, b, c], '/b', '/b')).toEqual({ tabs: [a, c], navigateTo: '/c' });
  });

  it('activates the previous tab when the active one was the last', () => {
    expect(closeTab([a, b, c], '/c', '/c')).toEqual({ tabs: [a, b], navigateTo: '/b' });
  });

  it('stays on the active tab when another tab is closed', () => {
    expect(closeTab([a, b, c], '/a', '/c')).toEqual({ tabs: [b, c], navigateTo: null });
  });

  it('has nowhere to go when the only tab is closed', () => {
    expect(closeTab([a], '/a', '/a')).toEqual({ tabs: [], navigateTo: null });
  });
});

describe('closing several tabs', () => {
  it('close others keeps the chosen tab and shows it', () => {
    expect(closeOtherTabs([a, b, c], '/b', '/c')).toEqual({ tabs: [b], navigateTo: '/b' });
    expect(closeOtherTabs([a, b, c], '/b', '/b')).toEqual({ tabs: [b], navigateTo: null });
  });

  it('close left removes the tabs before the chosen one', () => {
    expect(closeTabsBeside([a, b, c], '/b', '/c', 'left')).toEqual({ tabs: [b, c], navigateTo: null });
  });

  it('close right removes the tabs after the chosen one and shows it if the active tab went', () => {
    expect(closeTabsBeside([a, b, c], '/a', '/c', 'right')).toEqual({ tabs: [a], navigateTo: '/a' });
  });

  it('close all empties the list and goes home', () => {
    expect(closeAllTabs('/home')).toEqual({ tabs: [], navigateTo: '/home' });
  });
});
