// Issue 27: the project file a guest downloads and loads back.
import { describe, expect, it } from 'vitest';
import { projectFileFormat, readProjectFile, writeProjectFile, type ProjectFileContent } from '../../../src/contracts/schemas/project-file';

const project: ProjectFileContent = {
  name: 'Heat pump HP-12',
  lists: [
    {
      name: 'Cooling',
      conditions: [
        {
          valveName: 'Eev',
          refrigerant: 'R32',
          approvals: ['CE'],
          conditions: { Te: { value: 5, unit: '℃' }, Capicity: { value: 12, unit: 'kW' } },
          // The operating points of issue 27 travel with their condition set, whatever the file's reader knows of them.
          designPointName: 'Full load',
          operatingPoints: [{ name: 'Part load', conditions: { Capicity: { value: 3.6, unit: 'kW' } } }],
        },
      ],
      productList: [
        {
          valveId: 14, serialId: 40, productName: 'EEV 1.5', ValveName: 'Eev', Sizeid: 300, Sizename: '1.5', SerialName: 'EEV', ProductType: 'EEV',
          ImageUrl: '/images/eev.png', conditionIndex: 0, PartNumber: 'EEV-15', Refrigerant: 'R32', Grade: 'Optimal', Hashkey: 'abc123',
          Values: { opening: { value: 55, unit: '%' } },
        },
      ],
    },
    { name: 'Heating', conditions: [], productList: [] },
  ],
};

describe('the project file', () => {
  it('names its format and version, and reads back as written', () => {
    const text = writeProjectFile(project, new Date('2026-11-28T06:00:00.000Z'));
    expect(JSON.parse(text)).toMatchObject({ format: projectFileFormat, version: 1, savedAt: '2026-11-28T06:00:00.000Z' });
    expect(readProjectFile(text)).toEqual({ project });
  });

  it.each([
    ['text that is not JSON', '{"format": "valve-selector-project", ', { code: 'notJson' }],
    ['JSON of something else', JSON.stringify({ name: 'x', lists: [] }), { code: 'wrongFormat' }],
    ['a list', '[]', { code: 'wrongFormat' }],
    ['a newer version', JSON.stringify({ format: projectFileFormat, version: 2, project }), { code: 'newerVersion', version: 2 }],
  ])('refuses %s', (_, text, problem) => {
    expect(readProjectFile(text)).toEqual({ problem });
  });

  it('refuses a project that does not hold together, naming where', () => {
    const file = JSON.parse(writeProjectFile(project, new Date())) as { project: { lists: { productList: { conditionIndex: number }[] }[]; name: string } };
    file.project.lists[0]!.productList[0]!.conditionIndex = 3;
    expect(readProjectFile(JSON.stringify(file))).toEqual({ problem: { code: 'invalid', detail: 'project.lists.0.productList.0.conditionIndex: conditionIndex must point into conditions' } });
    file.project.lists[0]!.productList[0]!.conditionIndex = 0;
    file.project.name = '';
    expect(readProjectFile(JSON.stringify(file))).toMatchObject({ problem: { code: 'invalid', detail: expect.stringMatching(/^project\.name: /) } });
  });
});
