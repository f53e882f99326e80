import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the data entry texts', __dirname);
