/**
 * The shape of a menu entry as the seed writes it into the menus table (which auth owns: the
 * buttons are the permissions). Each area declares the entries of its screens in its menu.ts.
 */
import type { RemoteName } from '@pcf/shared/contracts';

export interface ButtonSeed {
  perms: string;
  titleZh: string;
  titleEn: string;
}

export interface PageSeed {
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  perms: string;
  hidden?: boolean;
  planned: boolean;
  buttons?: ButtonSeed[];
}

export interface GroupSeed {
  path: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  remote: RemoteName;
  redirect?: string;
  pages: PageSeed[];
}
