import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';
import type { RoomCardData } from './operations';
import { minimumMonths, monthsLabel } from './pricing';
import { useRoomsT } from './t';

function Fact({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', '& svg': { fontSize: 18 } }}>
      {icon}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** One active room: every field of spec §2 and the 'Request to Book' button. */
export function RoomCard({ room, onRequest }: { room: RoomCardData; onRequest: (room: RoomCardData) => void }) {
  const { t } = useRoomsT();
  const price = formatMoney(room.pricePerMonth);
  return (
    <Card component="article" aria-labelledby={`room-${room.id}-name`} data-testid="room-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={`room-${room.id}-name`} variant="h6" component="h3">
          {room.name}
        </Typography>
        {room.description && (
          <Typography variant="body2" color="text.secondary">
            {room.description}
          </Typography>
        )}
        <Fact icon={<PeopleIcon aria-hidden />}>{t('room.capacity', { count: room.capacity })}</Fact>
        {room.location && <Fact icon={<PlaceIcon aria-hidden />}>{room.location}</Fact>}
        <Box sx={{ mt: 0.5 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {room.pricePerMonth ? t('room.perMonth', { price }) : price}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('room.deposit', { amount: formatMoney(room.deposit, t('room.notSet')) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('room.minimum', { months: monthsLabel(minimumMonths(room)) })}
          </Typography>
        </Box>
        {room.amenities.length > 0 && (
          <Box component="ul" aria-label={t('room.amenities')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}>
            {room.amenities.map((a) => (
              <li key={a}>
                <Chip size="small" variant="outlined" label={a} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={() => onRequest(room)} aria-label={t('room.requestRoom', { room: room.name })}>
          {t('room.request')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A placeholder card while the rooms load (six of them, spec §9). */
export function RoomCardSkeleton() {
  return (
    <Card data-testid="room-skeleton" aria-hidden>
      <CardContent>
        <Skeleton variant="text" width="60%" height={32} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="35%" height={28} />
        <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
