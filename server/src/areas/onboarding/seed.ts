/**
 * The onboarding area's first-start data: the registration list it serves through the generic
 * object API and the dictionaries of a registration's review and industry. server/src/seed gathers
 * it with every area's; rows are seeded when missing and never overwritten.
 */
import { companyIdField, dictField, dictionary, field, idField, readOnlyFields } from '../../db/seedShapes';
import type { DictTypeSeed, ObjectSeed } from '../../db/seedShapes';

export const ONBOARDING_OBJECTS: readonly ObjectSeed[] = [
  // Registrations (/businessAccounting/zhuceUser): a read model (the view biz_registration,
  // migration 0013) over the companies that registered at /zhuce, with their applicant's account
  // and the reviewer's name. It refuses writes: decisions go through /rest/registration/* (platform
  // administrators). Company-scoped: only a platform administrator lists every company's.
  {
    name: 'biz_registration',
    tableName: 'biz_registration',
    labelZh: '注册申请',
    labelEn: 'Registrations',
    companyScoped: true,
    permissionPrefix: 'business:registration',
    fields: readOnlyFields([
      idField(),
      field('company_name', 'string', '企业名称', 'Company name', { searchable: true, sortable: true, maxLength: 100 }),
      field('company_name_en', 'string', '英文名称', 'English name', {
        searchable: true,
        sortable: true,
        shownInList: false,
        maxLength: 200,
      }),
      field('credit_code', 'string', '统一社会信用代码', 'Unified social credit code', { searchable: true, sortable: true, maxLength: 18 }),
      dictField('industry', 'biz_pv_industry', '所属行业', 'Industry', { searchable: true, sortable: true, maxLength: 20 }),
      field('region', 'string', '所在地区', 'Region', { searchable: true, sortable: true, maxLength: 100 }),
      field('address', 'string', '详细地址', 'Address', { searchable: true, shownInList: false, maxLength: 200 }),
      field('contact', 'string', '联系人', 'Contact person', { searchable: true, sortable: true, maxLength: 50 }),
      field('phone', 'string', '联系电话', 'Phone', { searchable: true, sortable: true, maxLength: 20 }),
      field('email', 'string', '邮箱', 'Email', { searchable: true, sortable: true, shownInList: false, maxLength: 100 }),
      field('account', 'string', '账号', 'Account', { searchable: true, sortable: true, maxLength: 32 }),
      dictField('review_status', 'biz_review_status', '审核状态', 'Review status', { searchable: true, sortable: true, maxLength: 20 }),
      field('reject_reason', 'string', '驳回原因', 'Reason for rejection', { searchable: true, shownInList: false, maxLength: 500 }),
      field('reviewer_name', 'string', '审核人', 'Reviewed by', { searchable: true, sortable: true, shownInList: false, maxLength: 50 }),
      field('reviewed_at', 'datetime', '审核时间', 'Reviewed at', { searchable: true, sortable: true, shownInList: false }),
      companyIdField(),
      field('created_at', 'datetime', '申请时间', 'Applied at', { searchable: true, sortable: true }),
    ]),
  },
];

export const ONBOARDING_DICTIONARIES: readonly DictTypeSeed[] = [
  // companies.review_status: a registration's review (ReviewStatus of contracts/registration.ts)
  dictionary('biz_review_status', '审核状态', 'Review status', [
    ['pending', '待审核', 'Pending'],
    ['approved', '已通过', 'Approved'],
    ['rejected', '已驳回', 'Rejected'],
  ]),
  // companies.industry: the photovoltaic value-chain segments (PV_INDUSTRIES of contracts/registration.ts)
  dictionary('biz_pv_industry', '光伏行业', 'PV industry', [
    ['polysilicon', '多晶硅', 'Polysilicon'],
    ['wafer', '硅片', 'Wafers'],
    ['cell', '电池片', 'Cells'],
    ['module', '光伏组件', 'Modules'],
    ['thin_film', '薄膜组件', 'Thin-film modules'],
    ['inverter', '逆变器', 'Inverters'],
    ['materials', '辅材（玻璃、边框、背板、胶膜等）', 'Materials (glass, frames, backsheets, encapsulants)'],
    ['equipment', '生产设备', 'Manufacturing equipment'],
    ['power_plant', '电站开发与运营', 'Power plant development and operation'],
    ['other', '其他', 'Other'],
  ]),
];
