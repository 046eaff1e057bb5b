import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

export const fontFamily = 'NotoSansJP';
let isRegistered = false;

/** Noto Sans JP regular and bold, embedded as subsets (only the glyphs a document uses). */
export function registerFonts(): void {
  if (isRegistered) return;
  Font.register({
    family: fontFamily,
    fonts: [
      { src: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'), fontWeight: 400 },
      { src: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Japanese has no spaces between words: allow a break between any two characters.
  Font.registerHyphenationCallback((word) => (/[^ -~]/.test(word) ? Array.from(word).flatMap((c) => [c, '']) : [word]));
  isRegistered = true;
}
