import { useEffect, useState } from 'react';
import { isEditorFrame } from './editor-frame';

/**
 * True inside the content tool's editing frame: content queries then include unpublished
 * entries (SPEC §4, §6). False during SSR and the first render, so hydration matches.
 */
export function useEditorFrame(): boolean {
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => setInFrame(isEditorFrame(window)), []);
  return inFrame;
}
