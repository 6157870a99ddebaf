import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../i18n/field-error';

/**
 * A date field with a calendar popup. Value in and out as yyyy-MM-dd (or '' when empty).
 * Years 1950 to current year + 5 (spec §5); `disablePast` greys out days before today.
 */
export function DatePickerField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disablePast?: boolean;
  error?: string | false;
  name?: string;
  required?: boolean;
}) {
  const value: Dayjs | null = props.value ? dayjs(props.value) : null;
  // dayjs's locale is loaded with the language's catalogs (i18n/language.ts); the picker's months and weekdays follow it.
  const { t, i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language}>
      <DatePicker
        label={props.label}
        value={value}
        onChange={(v) => props.onChange(v && v.isValid() ? v.format('YYYY-MM-DD') : '')}
        disablePast={props.disablePast}
        minDate={dayjs('1950-01-01')}
        maxDate={dayjs().add(5, 'year').endOf('year')}
        views={['year', 'month', 'day']}
        openTo="day"
        format={t('dateInputFormat')}
        slotProps={{
          textField: {
            name: props.name,
            required: props.required,
            fullWidth: true,
            onBlur: props.onBlur,
            error: !!props.error,
            helperText: props.error ? fieldErrorText(props.error) : undefined,
          },
        }}
      />
    </LocalizationProvider>
  );
}
