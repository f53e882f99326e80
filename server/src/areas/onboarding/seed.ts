/**
 * The onboarding area's first-start data: the registration list it serves through the generic
 * object API. server/src/seed gathers it with every area's; rows are seeded when missing and never
 * overwritten.
 */
import { companyIdField, dictField, field, idField, readOnlyFields, type ObjectSeed } from '../../db/seedShapes';

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
