import { describeLocaleParity } from '@pcf/shared/testing';

describeLocaleParity('the shell texts', __dirname);
