import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../host-site/server/config';
import { buildTestApp, temporaryDir } from '../helper';
import { catalogueDir, demo } from './demo-data';

describe('the catalogue plugin', () => {
  it('loads the demo catalogue by default and decorates the app with it', async () => {
    expect(loadConfig({}).catalogueDir).toBe(catalogueDir);
    const app = await buildTestApp();
    await app.ready();
    expect(app.catalogue.version).toBe(demo.version);
    expect(app.catalogue.data.products).toHaveLength(demo.products.length);
  });

  it('loads the catalogue from CATALOGUE_DIR', async () => {
    const dir = copyOfDemo();
    const file = path.join(dir, 'web-config.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"site.title","Type":"Text","Content":"Valve Selector"', '"site.title","Type":"Text","Content":"Other Selector"'));
    const app = await buildTestApp({ CATALOGUE_DIR: dir });
    await app.ready();
    expect(app.catalogue.webConfig('site.title')).toBe('Other Selector');
  });

  it('stops the start on a broken catalogue, naming file, line and field', async () => {
    const dir = copyOfDemo();
    const file = path.join(dir, 'products.json');
    const lines = readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((line) => line.includes('"PartNumber":"SOV-10002"'));
    lines[index] = lines[index]!.replace('"Sizeid":1,', '"Sizeid":"one",');
    writeFileSync(file, lines.join('\n'));
    // The item's index in `items` is its line's distance from the first item line.
    const first = lines.findIndex((line) => line.includes('"PartNumber":'));
    await expect(buildTestApp({ CATALOGUE_DIR: dir })).rejects.toThrow(`products.json:${index + 1}: items[${index - first}].Sizeid`);
  });

  it('stops the start when the folder holds no catalogue', async () => {
    await expect(buildTestApp({ CATALOGUE_DIR: temporaryDir() })).rejects.toThrow(/families\.json:1: \(file\): missing file/);
  });
});

function copyOfDemo(): string {
  const dir = temporaryDir('vs-catalogue-');
  cpSync(catalogueDir, dir, { recursive: true });
  return dir;
}
