import { useState } from 'react';
import { areaLabel, type SeatPlacement, type SeatShape, seatShapeLabels, seatShapes, withShape } from '@/core/floor-map';
import { Button } from '@/web/components/ui/primitives/button';
import { Input } from '@/web/components/ui/primitives/input';
import { Label } from '@/web/components/ui/primitives/label';
import { NativeSelect } from '@/web/components/ui/primitives/select';

type FloorSeatSettingsProps = {
  seat: { id: string; name: string };
  placement: SeatPlacement;
  isPending: boolean;
  onSave: (placement: SeatPlacement, done: string) => void;
};

/** The chosen seat of the map: its 形 (2人席 / 4人席 / カウンター, which sets its size) and its エリア. */
export function FloorSeatSettings({ seat, placement, isPending, onSave }: FloorSeatSettingsProps) {
  const [area, setArea] = useState(placement.area);
  const shapeId = `floor-shape-${seat.id}`;
  const areaId = `floor-area-${seat.id}`;

  function handleShape(value: string) {
    const shape = (seatShapes as readonly string[]).includes(value) ? (value as SeatShape) : null;
    const next = withShape(placement, shape);
    onSave(next, `${seat.name}を${shape ? seatShapeLabels[shape] : '形の指定なし'}にしました`);
  }

  return (
    <section aria-label={`${seat.name}の配置`} className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-3">
      <p className="basis-full text-sm font-semibold">{seat.name}</p>
      <div className="grid gap-1.5">
        <Label htmlFor={shapeId}>形</Label>
        <NativeSelect id={shapeId} value={placement.shape ?? ''} disabled={isPending} onChange={(e) => handleShape(e.target.value)}>
          <option value="">指定なし</option>
          {seatShapes.map((shape) => (
            <option key={shape} value={shape}>
              {seatShapeLabels[shape]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = { ...placement, area: area.trim() };
          onSave(next, `${seat.name}を${areaLabel(next.area)}に移しました`);
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={areaId}>エリア（任意）</Label>
          <Input id={areaId} value={area} maxLength={20} placeholder="例: 2階、テラス" onChange={(e) => setArea(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={isPending || area.trim() === placement.area}>
          エリアを変更
        </Button>
      </form>
    </section>
  );
}
