import type { MenuItem } from '@pcf/shared';
import { HOME_PATH, landingPath } from './landing';

function item(urlvue: string, name: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { urlvue, name, nameEn: name, iconvue: 'AppstoreOutlined', hidden: false, redirect: null, remote: null, children: [], ...extra };
}

const acquisition = (pages: MenuItem[]) => item('/acquisitionManagement', '在线数据采集', { remote: 'mf_acquisition', children: pages });
const entry = item('/acquisitionManagement/index', '数据填报');
const review = item('/acquisitionManagement/accounting', '数据审核');
const menus = [acquisition([entry, review])];

describe('landingPath', () => {
  it('lands an administrator on the home page, a reviewer on 数据审核 and an enterprise user on its projects (数据填报)', () => {
    expect(landingPath(menus, ['admin'])).toBe(HOME_PATH);
    expect(landingPath(menus, ['reviewer'])).toBe('/acquisitionManagement/accounting');
    expect(landingPath(menus, ['enterprise'])).toBe('/acquisitionManagement/index');
  });

  it('takes the first of the seeded roles a user holds', () => {
    expect(landingPath(menus, ['enterprise', 'admin'])).toBe(HOME_PATH);
  });

  it('lands any other role, or a role whose screen is not in its menu, on the first page of its menu', () => {
    expect(landingPath(menus, ['auditor'])).toBe('/acquisitionManagement/index');
    expect(landingPath([acquisition([entry, { ...review, hidden: true }])], ['reviewer'])).toBe('/acquisitionManagement/index');
    expect(landingPath([], ['reviewer'])).toBeNull();
  });
});
