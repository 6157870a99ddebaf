import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { initials } from '../../lib/format';
import { useLogout, type SessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';

type Fields = Pick<SessionUser, 'fullName' | 'email' | 'username'>;
const LABELS: { key: keyof Fields; label: string }[] = [
  { key: 'fullName', label: 'Full Name' },
  { key: 'email', label: 'Email' },
  { key: 'username', label: 'Username' },
];

/**
 * The signed-in user's account. Spec §4/§5: editing is client-only — Save Changes sends nothing,
 * it shows the 'Profile updated' toast and returns to read mode; the shown values stay the server's.
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const toast = useToast();
  const logout = useLogout();
  const [draft, setDraft] = useState<Fields | null>(null);
  const editing = draft !== null;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar sx={{ width: 64, height: 64, fontSize: 24, bgcolor: 'primary.main' }} aria-hidden>
            {initials(user.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
              {user.fullName}
            </Typography>
            <Chip size="small" label={user.isAdmin ? 'Admin' : 'Member'} color={user.isAdmin ? 'secondary' : 'default'} />
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />

        {editing ? (
          <Box component="form" aria-label="Edit profile" onSubmit={(e) => e.preventDefault()}>
            {LABELS.map(({ key, label }) => (
              <TextField
                key={key}
                id={`profile-${key}`}
                label={label}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                fullWidth
                margin="normal"
              />
            ))}
          </Box>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '160px 1fr' }, rowGap: { xs: 0.25, sm: 2 }, columnGap: 2 }}>
            {LABELS.map(({ key, label }) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, wordBreak: 'break-word' }}>
                  {user[key]}
                </Typography>
              </Box>
            ))}
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
          {editing ? (
            <>
              <Button
                variant="contained"
                onClick={() => {
                  setDraft(null);
                  toast({ title: 'Profile updated', description: 'Your profile has been updated successfully', variant: 'success' });
                }}
              >
                Save Changes
              </Button>
              <Button variant="outlined" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              onClick={() => setDraft({ fullName: user.fullName, email: user.email, username: user.username })}
            >
              Edit Profile
            </Button>
          )}
          <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => void logout({ announce: 'profile' })} sx={{ ml: { sm: 'auto' } }}>
            Sign Out
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
