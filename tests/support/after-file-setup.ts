// A vitest setup file: evaluated before every test file, so this afterAll belongs to each file (see after-file.ts).
import { afterAll } from 'vitest';
import { runAfterFile } from './after-file';

afterAll(runAfterFile);
