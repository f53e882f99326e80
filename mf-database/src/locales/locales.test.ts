import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the footprint database texts', __dirname);
