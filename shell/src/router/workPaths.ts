/**
 * The screens of the remotes the shell itself links to (the landings of router/landing.ts, the
 * cards of the home page). Their menu entries are seeded by the server; a link whose screen is not
 * in the user's menu is not offered.
 */
export const WORK_PATHS = {
  /** 数据填报: the company's projects (mf-acquisition ProjectList). */
  dataEntry: '/acquisitionManagement/index',
  /** 数据审核: the projects to review (mf-acquisition Review); ?id= opens one. */
  dataReview: '/acquisitionManagement/accounting',
  /** 注册审核 (mf-accounting RegistrationReview). */
  registrationReview: '/businessAccounting/zhuceUser',
  /** 碳足迹评价 (mf-accounting FootprintEvaluation). */
  footprintList: '/businessAccounting/carbon_footprint',
  /** 评价结果 (mf-accounting ResultView); ?id= a snapshot. */
  footprintResult: '/businessAccounting/carbon_footprint/collect',
} as const;
