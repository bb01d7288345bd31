import { fetchEventIcs, type IcsFetcher } from '../../api/calendar-feed.api';
import { saveFile } from '../../shared/ui/save-file';

/** "Add to calendar": one event as an .ics file, handed to the browser as a download. */
export async function downloadEventIcs(
  fetchFile: IcsFetcher,
  eventId: string,
  fileName = 'event.ics',
): Promise<void> {
  const file = await fetchEventIcs(fetchFile, eventId);
  saveFile(file, fileName.endsWith('.ics') ? fileName : `${fileName}.ics`);
}
