import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleListResponseSchema } from '@carweb/api-contracts';
import { requestedWidth, svgAtWidth } from '../src/media/media-width';
import { corePath, startTestSandbox, type TestSandbox } from './support/test-sandbox';

const intrinsicSize = (svg: string) => /<svg\b[^>]*?\swidth="(\d+)" height="(\d+)"/.exec(svg)?.slice(1, 3).map(Number);

describe('a picture at the width the site asks for (?w=, decision 0043)', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><text class="detail">x</text>\n</svg>';

  it('scales the intrinsic size in proportion and keeps the viewBox', () => {
    expect(intrinsicSize(svgAtWidth(drawing, 480))).toEqual([480, 270]);
    expect(intrinsicSize(svgAtWidth(drawing, 1440))).toEqual([1440, 810]);
    expect(svgAtWidth(drawing, 480)).toContain('viewBox="0 0 800 450"');
  });

  it('leaves the small print out below the drawing’s own width', () => {
    expect(svgAtWidth(drawing, 480)).not.toContain('class="detail"');
    expect(svgAtWidth(drawing, 960)).toContain('class="detail"');
  });

  it('takes a whole number from 1 to 2880; anything else is a 400', () => {
    expect(requestedWidth(undefined)).toBeUndefined();
    expect(requestedWidth('960')).toBe(960);
    for (const wrong of ['0', '2881', '-1', '9.5', 'wide', ['480', '960']]) {
      expect(() => requestedWidth(wrong), String(wrong)).toThrow(/whole number/);
    }
  });
});

describe('media routes', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ seedVehicles: 40 });
  });
  afterAll(() => sandbox.close());

  it('draw every kind of picture at ?w=, cacheable', async () => {
    const [vehicle] = vehicleListResponseSchema.parse(await sandbox.json(corePath('list', { limit: 1 }))).vehicles;
    const path = vehicle.image.replace(/^\/api/, '');
    const phone = await sandbox.get(`${path}?w=480`);
    expect(phone.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(intrinsicSize(await phone.text())).toEqual([480, 270]);
    expect(intrinsicSize(await (await sandbox.get(`${path}?view=front&w=1440`)).text())).toEqual([1440, 810]);
    expect(intrinsicSize(await (await sandbox.get('/core/media/banners/hero-kia.svg?text=Kia&w=960')).text())).toEqual([960, 400]);
    expect(intrinsicSize(await (await sandbox.get(`${path}`)).text())).toEqual([800, 450]);
    expect((await sandbox.get(`${path}?w=huge`)).status).toBe(400);
  });
});
