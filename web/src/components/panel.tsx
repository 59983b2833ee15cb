import { createPolymorphicComponent, Paper, type PaperProps } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './panel.module.css';

/**
 * The white, bordered card that groups a page's parts (cart lines, checkout steps, a book's
 * details): padding md on phones, lg from Mantine's sm breakpoint. Polymorphic like Paper, e.g.
 * `<Panel component="section">`.
 */
type PanelProps = PaperProps & {
  /** Starts below the first screenful: its rendering waits until it nears the viewport. */
  belowFold?: boolean;
};

export const Panel = createPolymorphicComponent<'div', PanelProps>(
  forwardRef<HTMLDivElement, PanelProps>(function Panel({ className, belowFold, ...props }, ref) {
    const names = [classes.panel, belowFold && classes.belowFold, className].filter(Boolean);
    return (
      <Paper
        ref={ref}
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        className={names.join(' ')}
        {...props}
      />
    );
  }),
);
