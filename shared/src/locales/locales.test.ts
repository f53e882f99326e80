import { describeLocaleParity } from '../testing/localeParity';

describeLocaleParity('the shared texts', __dirname);
