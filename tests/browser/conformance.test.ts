import { serveCannedApi } from './canned-api';
import { describeConformance } from './conformance/conformance';
import { widgetUseList } from './widget-uses';

serveCannedApi();
for (const use of widgetUseList) describeConformance(use);
