import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the analysis texts', __dirname);
