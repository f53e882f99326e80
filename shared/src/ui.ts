/**
 * `@pcf/shared/ui`: the shared components built on antd. They are a singleton of their own so the
 * package root stays free of antd and the public pages (sign-in above all) never download it whole.
 */
export { CategoryTree } from './tree/CategoryTree';
export { MenuIcon } from './menuIcon/MenuIcon';
export { FileUpload } from './upload/FileUpload';
export { ObjectTable, OBJECT_TABLE_PAGE_SIZES } from './objectTable/ObjectTable';
export { AdvancedSearch } from './objectTable/AdvancedSearch';
export { ProjectListTable } from './objectTable/ProjectListTable';
export type { AdvancedSearchHandle, AdvancedSearchProps } from './objectTable/AdvancedSearch';
export { Chart } from './chart/Chart';
export type { ChartProps, ChartClickParams, ChartOption, ChartTooltipParams } from './chart/Chart';
export { emissionBars, emissionPie, escapeHtml, firstParam, sliceTooltip } from './chart/emissionCharts';
export type { EmissionSlice } from './chart/emissionCharts';
export { CompanySelect } from './companySelect/CompanySelect';
export type { CompanySelectProps } from './companySelect/CompanySelect';
export { useCompanyOptions } from './companySelect/useCompanyOptions';
export type { CompanyOptionsState } from './companySelect/useCompanyOptions';
export { LoadFailed, RetryAlert } from './loadFailed/LoadFailed';
export type { LoadFailedProps, RetryAlertProps } from './loadFailed/LoadFailed';
export { FailedCard, LoadingCard } from './loadFailed/PageStates';
export { useConfirmDelete } from './confirmDelete/useConfirmDelete';
export type { ConfirmDeleteOptions } from './confirmDelete/useConfirmDelete';
export { useModalSave } from './modalSave/useModalSave';
export { FormModal } from './modalSave/FormModal';
export type { FormModalProps } from './modalSave/FormModal';
export type { ModalSave, ModalSaveOptions, ModalTransfer } from './modalSave/useModalSave';
export { useConfirmLeave, useGuardedNavigate } from './leaveGuard/useConfirmLeave';
export { DirectorySelect } from './referenceData/DirectorySelect';
export type { DirectorySelectProps } from './referenceData/DirectorySelect';
export { DateField, DAY_FORMAT } from './dateField/DateField';
export type { DateFieldProps } from './dateField/DateField';
export { usePagedList, PAGE_SIZES } from './pagedList/usePagedList';
export type { Page, PageAsk, PageQuery, PagedList, PagedListOptions } from './pagedList/usePagedList';
