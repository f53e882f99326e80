/** The pages of online data collection, and the one of mf-database its screens link to. */
export const ACQUISITION_PATH = '/acquisitionManagement/acquisition';
export const DATA_ENTRY_PATH = '/acquisitionManagement/index';
export const REVIEW_PATH = '/acquisitionManagement/accounting';
/** Where a company's evidence documents are uploaded (mf-database). */
export const EVIDENCE_PAGE_PATH = '/CarbonFootprintDatabase/company_info_dataset_management/evidenceDocuments';
