import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the supply chain texts', __dirname);
