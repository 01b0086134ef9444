// Issue 14: the catalogue's labels answer in the request's language, any of the fourteen (header LANG), and in
// English where a maker's catalogue lacks that language.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseInfoData, recommendationsData, seriesSizesData, systemSeriesData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { seriesNamed } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const baseInfo = async (lang: string) => baseInfoData.parse(envelopeOf(await get(app, '/api/valve/baseinfo', {}, { lang })).Data);

describe('catalogue labels in the fourteen languages', () => {
  it.each([
    ['de', 'Magnetventil', 'Kühlraum', 'Gewerbekälte'],
    ['fr', 'Électrovanne', 'Chambre froide', 'Froid commercial'],
    ['ja', '電磁弁', 'プレハブ冷蔵庫', '業務用冷凍冷蔵'],
    ['ko', '솔레노이드 밸브', '냉동·냉장 창고', '상업용 냉동냉장'],
    ['th', 'โซลินอยด์วาล์ว', 'ห้องเย็น', 'ระบบทำความเย็นเชิงพาณิชย์'],
    ['ua', 'Соленоїдний клапан', 'Холодильна камера', 'Торговельне холодильне обладнання'],
    ['cn', '电磁阀', '冷库', '商业冷冻冷藏'],
    ['en', 'Solenoid valve', 'Cold room', 'Commercial refrigeration'],
  ])('%s: families, applications and system types', async (lang, solenoid, coldRoom, commercial) => {
    const data = await baseInfo(lang);
    expect(data.valveInfo.find((family) => family.Classname === 'Sov')!.Name).toBe(solenoid);
    expect(data.valveSystem.map((system) => system.Name)).toContain(coldRoom);
    expect(data.systemSort.map((type) => type.Message)).toContain(commercial);
  });

  it('pl: approvals, and the recommendation notice', async () => {
    expect((await baseInfo('pl')).approvalList.find((approval) => approval.Code === 'PED II')!.Name).toBe('Dyrektywa ciśnieniowa, kategoria II');
    const notice = recommendationsData.parse(envelopeOf(await get(app, '/api/valve/getRecommend', { Refrigerant_S: 'R744' }, { lang: 'pl' })).Data);
    expect(notice.recommendList.map((r) => r.Title)).toContain('Zawory kulowe do CO2');
    expect(notice.recommendList.find((r) => r.Title === 'Zawory kulowe do CO2')!.valveLabel).toBe('Zawór kulowy');
  });

  it("tr: an application's series list names each family in Turkish", async () => {
    const coldRoom = (await baseInfo('en')).valveSystem.find((system) => system.Name === 'Cold room')!;
    const answer = systemSeriesData.parse(envelopeOf(await get(app, '/api/valve/sysvalvelist', { systemId: coldRoom.Id, pageSize: 50 }, { lang: 'tr' })).Data);
    expect(answer.system.Name).toBe('Soğuk oda');
    expect(answer.valveInfo.map((row) => row.valveLabel)).toContain('Solenoid valf');
  });

  it("de: a size table's column names and coded values, a per-refrigerant column with its refrigerant", async () => {
    const answer = seriesSizesData.parse(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: seriesNamed('MDF').Id }, { lang: 'de' })).Data).serialResult;
    expect(answer.sizes[0]!.values).toMatchObject({ 'tech.operation': 'direktgesteuert', 'tech.normally': 'stromlos geschlossen' });
    const fields = envelopeOf(await get(app, '/api/valve/fetchserialfields', { Serialid: seriesNamed('MDF').Id }, { lang: 'de' })).Data as { fields: { key: string; label: string }[] };
    expect(fields.fields.find((field) => field.key === 'psBar')!.label).toBe('Max. zulässiger Druck PS');
    expect(fields.fields.find((field) => field.key === 'tech.ratedCapacityKW.R134a')!.label).toBe('Nennleistung (R134a)');
  });
});
