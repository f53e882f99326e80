import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the system administration texts', __dirname);
