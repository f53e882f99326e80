import { dropTemplates } from './databaseTemplates';

export default dropTemplates;
