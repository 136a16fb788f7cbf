import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { plainText, webAddress } from '@/lib/content/format';
import { getContent } from '@/lib/content/load';
import { palette } from '@/lib/palette';
import { shareImage } from '@/lib/seo/page-metadata';

export const dynamic = 'force-static';


/** The home hero's picture as a data URL: an SVG drawing as it is, a photo as a PNG (the renderer reads no WebP or AVIF). */
async function heroPicture(src: string) {
  const file = join(process.cwd(), 'public', src);
  if (extname(file) === '.svg') return `data:image/svg+xml;base64,${(await readFile(file)).toString('base64')}`;
  const png = await sharp(file).resize({ width: 840, height: 1040, fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The logo mark as the favicon draws it (its tile is the image's own ground), for the renderer, which takes an image, not a component. */
async function logoMark() {
  return `data:image/svg+xml;base64,${(await readFile(join(process.cwd(), 'app', 'icon.svg'))).toString('base64')}`;
}

/**
 * The picture link previews show (1200 × 630, written to out/og.png at build): the studio's name and mark,
 * the home page's promise, where the room is and the web address, beside the home hero's drawing in its
 * arch. Made from content/ at every build, so it never shows an old name, look or address.
 */
export async function GET() {
  const { site, home } = getContent();
  const [fraunces, inter, picture, mark] = await Promise.all([
    readFile(join(process.cwd(), 'app', 'fonts', 'share-fraunces.ttf')),
    readFile(join(process.cwd(), 'app', 'fonts', 'share-inter.ttf')),
    heroPicture(home.hero.image.src),
    logoMark(),
  ]);
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: palette.surface, padding: '64px 72px 0 80px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingBottom: 64, paddingRight: 48 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the share image's renderer draws plain <img> */}
            <img src={mark} width={64} height={64} alt="" />
            <span style={{ fontFamily: 'Fraunces', fontSize: 36, color: palette.ink }}>{site.name}</span>
          </div>
          <div style={{ display: 'flex', marginTop: 'auto', fontFamily: 'Fraunces', fontSize: 68, lineHeight: 1.05, letterSpacing: '-0.02em', color: palette.ink }}>
            {plainText(home.hero.heading)}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', marginTop: 36, paddingTop: 24, borderTop: `1.5px solid ${palette.line}`, fontFamily: 'Inter', fontSize: 26, lineHeight: 1.4, color: palette.inkMuted }}>
            <span>{`${plainText(site.address.street)}, ${site.address.town}`}</span>
            <span style={{ color: palette.brand }}>{webAddress(site)}</span>
          </div>
        </div>
        <div style={{ display: 'flex', alignSelf: 'flex-end', width: 420, height: 520, borderRadius: '210px 210px 0 0', overflow: 'hidden', background: palette.surfaceMuted, border: `1.5px solid ${palette.line}`, borderBottom: 'none' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the share image's renderer draws plain <img> */}
          <img src={picture} width={420} height={520} alt="" style={{ objectFit: 'cover' }} />
        </div>
      </div>
    ),
    {
      width: shareImage.width,
      height: shareImage.height,
      fonts: [
        { name: 'Fraunces', data: fraunces, weight: 600, style: 'normal' },
        { name: 'Inter', data: inter, weight: 400, style: 'normal' },
      ],
    },
  );
}
