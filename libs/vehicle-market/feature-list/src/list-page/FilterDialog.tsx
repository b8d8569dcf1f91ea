import { Dialog, type DialogProps } from '@carweb/shared-ui';

/** The filter panel as a dialog on small screens: its own chunk, loaded when the visitor first opens it. */
export default function FilterDialog(props: DialogProps) {
  return <Dialog {...props} />;
}
