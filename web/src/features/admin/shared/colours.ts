/**
 * MUI's warning colour (orange) fails WCAG contrast with white or on white; "waiting" badges
 * use the amber of the event-type palette instead (dark text on light amber).
 */
export const AMBER_CHIP = { bgcolor: '#fef3c7', color: '#92400e' } as const;
