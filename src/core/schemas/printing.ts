import { z } from 'zod';
import { printRoutes } from '../kitchen-stations';
import { optionalText, strictKeys } from './common';

const hostMessage = 'プリンターのIPアドレスまたはホスト名を正しく入力してください（例: 192.168.1.50）';
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A host name or IPv4 address, optionally with a port: what goes between `http://` and `/cgi-bin/…`. */
const hostPattern = new RegExp(`^${label}(?:\\.${label})*(?::\\d{1,5})?$`);

/** プリンター設定 of one route: an Epson TM printer with ePOS-Print on the store's network. */
export const printerInput = z.strictObject(
  {
    name: optionalText('プリンター名', 30),
    host: z
      .string({ error: hostMessage })
      .transform((v) => v.normalize('NFKC').trim())
      .pipe(
        z.string().min(1, 'プリンターのIPアドレスまたはホスト名を入力してください').max(253, hostMessage).regex(hostPattern, hostMessage),
      ),
    deviceId: z
      .string()
      .transform((v) => v.normalize('NFKC').trim() || 'local_printer')
      .pipe(
        z
          .string()
          .max(30, 'デバイスIDは30文字以内で入力してください')
          .regex(/^[A-Za-z0-9_.-]+$/, 'デバイスIDは半角英数字で入力してください'),
      )
      .default('local_printer'),
    paperWidth: z.union([z.literal(58), z.literal(80)], { error: '用紙幅は58mmか80mmを選んでください' }).default(80),
    isEnabled: z.boolean({ error: '使う・使わないを選んでください' }).default(true),
  },
  strictKeys,
);
export type PrinterInput = z.infer<typeof printerInput>;

export const printRouteParam = z.enum(printRoutes, { error: 'プリンターの用途が正しくありません' });

/** 提供済 of some lines of an order at a station (per item), or of every line of a station's ticket. */
export const serveLinesInput = z.strictObject(
  {
    lines: z
      .array(z.number().int('品目の指定が正しくありません').min(0, '品目の指定が正しくありません'), { error: '品目を指定してください' })
      .min(1, '品目を指定してください')
      .max(100, '品目の指定が多すぎます'),
  },
  strictKeys,
);

/** A ticket or receipt its printer did not take: kept for 再印刷. */
export const printFailureInput = z.strictObject(
  {
    kind: z.enum(['ticket', 'receipt'], { error: '印刷の種類が正しくありません' }),
    route: z.enum(printRoutes, { error: 'プリンターの用途が正しくありません' }),
    sourceId: z.string({ error: '印刷するものを指定してください' }).min(1).max(100),
    error: z.string().trim().max(200).default(''),
  },
  strictKeys,
);
export type PrintFailureInput = z.infer<typeof printFailureInput>;
