{{- define "d-office.fullname" -}}
{{- printf "%s" .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "d-office.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) -}}
{{- end -}}

{{- define "d-office.labels" -}}
app.kubernetes.io/name: d-office
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* The settings every role gets, as env list items; the Secret comes in through envFrom (d-office.envFrom). */}}
{{- define "d-office.env" -}}
- name: NODE_ENV
  value: production
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{- define "d-office.envFrom" -}}
- secretRef:
    name: {{ .Values.existingSecret }}
{{- end -}}
