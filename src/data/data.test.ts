import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import routes from '../../tests/routes.json';
import {features} from './features';
import {sponsors} from './sponsors';
import {testimonials} from './testimonials';

const ROUTES = new Set([...routes.docs_10x, ...routes.docs_9x, ...routes.blog, ...routes.pages]);

describe('home page data', () => {
  it('features: six, each teaching something and linking to a real page', () => {
    expect(features).toHaveLength(6);
    for (const f of features) {
      expect(f.title.length).toBeGreaterThan(5);
      expect(f.description.split(' ').length).toBeGreaterThan(15);
      expect(ROUTES.has(f.to), f.to).toBe(true);
    }
  });

  it('testimonials: real posts that the love page also quotes', () => {
    const love = fs.readFileSync(path.join(__dirname, '../../docs/community/love.mdx'), 'utf8');
    for (const t of testimonials) {
      expect(t.url).toMatch(new RegExp(`^https://twitter\\.com/${t.handle}/status/\\d+$`));
      expect(love).toContain(t.url);
      expect(t.text.length).toBeGreaterThan(0);
    }
  });

  it('sponsors: the ones the sponsors page lists, by tier', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../docs/community/sponsors.mdx'), 'utf8');
    for (const s of sponsors) {
      expect(s.url).toMatch(/^https:\/\//);
      expect(page).toContain(`[${s.name}](${s.url})`);
    }
    expect(new Set(sponsors.map((s) => s.tier))).toEqual(new Set(['gold', 'silver', 'bronze']));
  });

  it('sponsors: a logo is a file of this site, and every logo the site has is used', () => {
    const staticDir = path.join(__dirname, '../../static');
    for (const s of sponsors.filter((s) => s.logo)) {
      expect(s.logo, s.name).toMatch(/^\/img\/sponsors\/[\w.-]+\.(svg|png|webp)$/);
      expect(fs.existsSync(path.join(staticDir, s.logo!)), s.logo).toBe(true);
    }
    const slug = (name: string) =>
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    const files = fs.existsSync(path.join(staticDir, 'img/sponsors'))
      ? fs.readdirSync(path.join(staticDir, 'img/sponsors'))
      : [];
    for (const file of files) {
      const sponsor = sponsors.find((s) => slug(s.name) === file.replace(/\.\w+$/, ''));
      expect(sponsor, `static/img/sponsors/${file} names no sponsor`).toBeDefined();
      expect(sponsor!.logo, `${sponsor!.name} has a logo in static/ and does not show it`).toBe(
        `/img/sponsors/${file}`,
      );
    }
  });
});

describe('media page data', async () => {
  const {brandAssets, brandColour, brandFont} = await import('./brand');

  it('every file of every asset is in static/', () => {
    for (const asset of brandAssets) {
      expect(asset.files.map((f) => f.format)).toEqual(['SVG', 'PNG']);
      for (const file of [asset.preview.src, ...asset.files.map((f) => f.href)]) {
        expect(fs.existsSync(path.join(__dirname, '../../static', file)), file).toBe(true);
      }
    }
  });

  it('names the brand colour of the spec and a font', () => {
    expect(brandColour.value).toBe('#398ccb');
    expect(brandFont.value).toContain('sans-serif');
  });
});
