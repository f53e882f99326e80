/**
 * Every message the API returns in `msg`: the core ones (http/coreMessages.ts) and each area's own
 * (areas/<area>/messages.ts), gathered once. Like schema.ts, this file only gathers.
 */
import { gatherMessages } from './http/messageTable';
import { coreMessages } from './http/coreMessages';
import { authMessages } from './areas/auth/messages';
import { filesMessages } from './areas/files/messages';
import { messageBoardMessages } from './areas/messages/messages';
import { directoryMessages } from './areas/directory/messages';
import { unitsMessages } from './areas/units/messages';
import { recoveryMessages } from './areas/recovery/messages';
import { profileMessages } from './areas/profile/messages';
import { metadataMessages } from './areas/metadata/messages';
import { systemMessages } from './areas/system/messages';
import { menusMessages } from './areas/menus/messages';
import { factorsMessages } from './areas/factors/messages';
import { datasetsMessages } from './areas/datasets/messages';
import { documentsMessages } from './areas/documents/messages';
import { projectsMessages } from './areas/projects/messages';
import { inventoryMessages } from './areas/inventory/messages';
import { footprintMessages } from './areas/footprint/messages';
import { onboardingMessages } from './areas/onboarding/messages';
import { backupMessages } from './areas/backup/messages';
import { benchmarksMessages } from './areas/benchmarks/messages';
import { analysisMessages } from './areas/analysis/messages';
import { reportMessages } from './areas/reports/messages';
import { supplychainMessages } from './areas/supplychain/messages';

export const MESSAGES = gatherMessages(
  coreMessages,
  authMessages,
  filesMessages,
  messageBoardMessages,
  directoryMessages,
  unitsMessages,
  recoveryMessages,
  profileMessages,
  metadataMessages,
  systemMessages,
  menusMessages,
  factorsMessages,
  datasetsMessages,
  documentsMessages,
  projectsMessages,
  inventoryMessages,
  footprintMessages,
  onboardingMessages,
  backupMessages,
  benchmarksMessages,
  analysisMessages,
  reportMessages,
  supplychainMessages,
);
