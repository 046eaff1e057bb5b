import { type Seat, seatQrUrl } from './seats-api';

/** A4 pages of QR cards, 3 × 4 per page: the store, the code and the seat name, in black on white. */
export function QrSheet({ seats, storeName }: { seats: readonly Seat[]; storeName: string }) {
  return (
    <div className="grid grid-cols-3 gap-[4mm] bg-white text-black">
      {seats.map((seat) => (
        <div
          key={seat.id}
          className="flex h-[66mm] break-inside-avoid flex-col items-center justify-center gap-[2mm] rounded-[3mm] border border-dashed border-slate-400 p-[3mm] text-center"
        >
          <p className="max-w-full truncate text-[10pt] text-slate-600">{storeName}</p>
          <img src={seatQrUrl(seat)} alt={`${seat.name}のQRコード`} className="size-[38mm]" />
          <p className="max-w-full truncate text-[15pt] font-bold">{seat.name}</p>
          <p className="text-[7.5pt] text-slate-600">スマートフォンで読み取ってご注文ください</p>
        </div>
      ))}
    </div>
  );
}
