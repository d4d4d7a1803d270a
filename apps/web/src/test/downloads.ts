import { onTestFinished, vi } from 'vitest';

/** Stubs the browser's file saving for one test; answers the names of the saved files. */
export function captureDownloads(): string[] {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
