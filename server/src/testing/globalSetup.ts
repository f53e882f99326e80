import { createTemplates } from './databaseTemplates';

export default createTemplates;
