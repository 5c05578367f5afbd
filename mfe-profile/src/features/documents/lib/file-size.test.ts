import { fileSize, fileSizeParts } from './file-size';

describe('file sizes', () => {
  it('use bytes, then KB, then MB with one decimal', () => {
    expect(fileSizeParts(0)).toEqual({ unit: 'b', value: 0 });
    expect(fileSizeParts(1023)).toEqual({ unit: 'b', value: 1023 });
    expect(fileSizeParts(1024)).toEqual({ unit: 'kb', value: 1 });
    expect(fileSizeParts(300 * 1024 + 600)).toEqual({ unit: 'kb', value: 301 });
    expect(fileSizeParts(5 * 1024 * 1024)).toEqual({ unit: 'mb', value: 5 });
    expect(fileSizeParts(1.25 * 1024 * 1024)).toEqual({ unit: 'mb', value: 1.3 });
  });

  it('are written with the translated unit', () => {
    expect(fileSize(2048, (key, { value }) => `${value} ${key}`)).toBe('2 units.kb');
  });
});
