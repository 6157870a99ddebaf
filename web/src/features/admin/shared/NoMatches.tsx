import Button from '@mui/material/Button';
import { EmptyState } from '../../../ui/QueryState';

/** An admin list whose search or filters hide every record. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      title="No matches"
      hint="Nothing matches the search and filters."
      action={
        <Button variant="outlined" size="small" onClick={onClear}>
          Clear search and filters
        </Button>
      }
    />
  );
}
