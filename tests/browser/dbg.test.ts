import { describeConformance } from './conformance/conformance-dbg';
import { subjects } from './conformance/subjects';

for (const subject of subjects) describeConformance(subject);
