/// <reference types="mocha" /> -- WTR runs mocha, whose globals the shared tsconfig does not include.
import { describeConformance } from './conformance/conformance';
import { subjects } from './conformance/subjects';

for (const subject of subjects) describeConformance(subject);
