import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the footprint accounting texts', __dirname);
