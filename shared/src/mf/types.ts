import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * What a remote's `./routes` module exports by default: the screens that exist in it.
 * The shell mounts each one at `path` inside its layout, when the server menu lists it.
 */
export interface RemoteRoute {
  /** Absolute route path, the same string as the menu's urlvue. */
  path: string;
  /** i18n key of the title (used for tabs and breadcrumbs when the menu has none). */
  titleKey: string;
  /** antd icon name. */
  icon?: string;
  /** Not in the menu nor tabs (SPEC hidden routes). */
  hidden?: boolean;
  Component: LazyExoticComponent<ComponentType> | ComponentType;
}

/** Each remote's `./routes` module. */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
  /** Adds the remote's translations to the one i18n instance. */
  registerLocales?: () => void;
}
