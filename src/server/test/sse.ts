export type SseEvent = { id?: string; event?: string; data: string };

/** Reads server-sent events from a streaming response until `until` says stop (or time runs out). */
export async function readEvents(res: Response, until: (events: SseEvent[]) => boolean, timeoutMs = 5000): Promise<SseEvent[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events) && Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = { data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id:')) event.id = line.slice(3).trim();
          else if (line.startsWith('event:')) event.event = line.slice(6).trim();
          else if (line.startsWith('data:')) event.data += line.slice(5).trim();
        }
        if (event.event || event.data) events.push(event);
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return events;
}
