import { useRef, useState, type DragEvent } from 'react';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag-and-drop of files onto an element: `dragging` while files are over it (other drags are
 * ignored), and `onDrop` with the dropped files unless `disabled`. Spread `handlers` on the element.
 */
export function useFileDrag({ disabled, onDrop }: { disabled: boolean; onDrop: (files: FileList) => void }) {
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Without preventDefault the browser refuses the drop (or opens the file in the tab).
      event.preventDefault();
      event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    },
    onDragLeave: () => {
      // Enter/leave fire for every child crossed: only the last leave means the drag left the zone.
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      if (!disabled) onDrop(event.dataTransfer.files);
    },
  };

  return { dragging, handlers };
}
