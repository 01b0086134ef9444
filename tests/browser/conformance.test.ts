import { describeConformance } from './conformance/conformance';
import { subjects } from './conformance/subjects';

for (const subject of subjects) describeConformance(subject);
