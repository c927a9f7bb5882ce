#!/usr/bin/env bash
# Makes the offline demo media for the video players and the creatives gallery with ffmpeg:
# under public/media/videos/, six short 9:16 ad clips for the home page and six 28-38 s sample clips
# for /services/video-produktion (H.264, no audio, faststart, each with a WebP poster); under
# public/media/creatives/, nineteen square ad creatives (WebP). Rerun after changing it; with
# arguments (ads, samples, creatives) it makes only those groups.
# A clip's length is what data/collections/videos.json states for it; `npm run check` compares them.
set -euo pipefail
cd "$(dirname "$0")/../.."
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REG=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
VIDEOS=public/media/videos
CREATIVES=public/media/creatives
mkdir -p "$VIDEOS" "$CREATIVES"
W=360 H=640 CLIP_SECONDS=4 FPS=24 CRF=31
ONLY=" ${*:-ads samples creatives} "
wants() { [[ "$ONLY" == *" $1 "* ]]; }

# Text that moves in from below and a small label, shared by every clip.
title_filters() { # $1 line 1, $2 line 2, $3 label
  printf '%s' "drawtext=fontfile=$FONT:text='$1':fontsize=34:fontcolor=white:x=(w-text_w)/2:y=h*0.62+max(0\,40-t*80):alpha=min(1\,t*2):shadowcolor=black@0.35:shadowx=2:shadowy=2,"
  printf '%s' "drawtext=fontfile=$FONT:text='$2':fontsize=34:fontcolor=white:x=(w-text_w)/2:y=h*0.62+44+max(0\,60-t*80):alpha=min(1\,t*1.5):shadowcolor=black@0.35:shadowx=2:shadowy=2,"
  printf '%s' "drawbox=x=(iw-200)/2:y=ih*0.83:w=200:h=40:color=white@0.92:t=fill,"
  printf '%s' "drawtext=fontfile=$FONT_REG:text='$3':fontsize=18:fontcolor=0x1a1f36:x=(w-text_w)/2:y=h*0.83+11"
}

clip() { # $1 name, $2 source filter graph (produces [bg]), $3 line 1, $4 line 2, $5 label; uses CLIP_SECONDS, FPS and CRF
  local out="$VIDEOS/$1.mp4"
  ffmpeg -v error -y -filter_complex "$2;[bg]$(title_filters "$3" "$4" "$5"),format=yuv420p[v]" -map '[v]' \
    -t "$CLIP_SECONDS" -r "$FPS" -c:v libx264 -profile:v main -preset slow -crf "$CRF" -g $((FPS * 2)) -an -movflags +faststart "$out"
  ffmpeg -v error -y -ss 1.5 -i "$out" -frames:v 1 -c:v libwebp -quality 70 "$VIDEOS/$1.webp"
}

if wants ads; then
# 1. Deep blue with a parcel box sliding across: moving.
clip flyttedag "color=c=0x1a4ac4:s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS,drawbox=x='-120+t*130':y=190:w=120:h=100:color=0xf4c542:t=fill,drawbox=x='-120+t*130':y=232:w=120:h=12:color=0xc99a1a:t=fill[bg]" 'Flyttedag' 'uden stress' 'Book flyttehjælp'
# 2. Warm animated gradient: a dog walker's morning.
clip hundeliv "gradients=s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS:c0=0xff8a3d:c1=0xc2255c:c2=0xffd43b:n=3:speed=0.04[bg]" 'Hundeliv' 'i byen' 'Se kollektionen'
# 3. Teal with a squeegee stripe sweeping down: clean windows.
clip vinduer "color=c=0x0b7285:s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS,drawbox=x=0:y='-80+t*150':w=iw:h=24:color=white@0.55:t=fill,drawbox=x=0:y='-140+t*150':w=iw:h=10:color=white@0.35:t=fill[bg]" 'Skinnende' 'vinduer' 'Få et tilbud'
# 4. Green with a plate that grows: a weekly meal box.
clip menukasse "color=c=0x2b8a3e:s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS,drawbox=x='(iw-(80+t*30))/2':y='200-t*15':w='80+t*30':h='80+t*30':color=0xfff3bf:t=fill,drawbox=x='(iw-(40+t*15))/2':y='220-t*7.5':w='40+t*15':h='40+t*15':color=0xe8590c:t=fill[bg]" 'Ugens' 'menukasse' 'Bestil nu'
# 5. Violet gradient with rising bars: leads that grow.
clip leads "gradients=s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS:c0=0x5f3dc4:c1=0x1864ab:n=2:speed=0.02,drawbox=x=70:y='330-min(60\,t*40)':w=50:h='min(60\,t*40)':color=white@0.85:t=fill,drawbox=x=155:y='330-min(110\,t*55)':w=50:h='min(110\,t*55)':color=white@0.85:t=fill,drawbox=x=240:y='330-min(170\,t*70)':w=50:h='min(170\,t*70)':color=0xffd43b:t=fill[bg]" 'Fra klik' 'til kunde' 'Læs casen'
# 6. Soft rose with a pulsing light: a calm clinic.
clip klinik "gradients=s=${W}x${H}:r=$FPS:d=$CLIP_SECONDS:c0=0xa61e4d:c1=0xf783ac:n=2:speed=0.015,drawbox=x='(iw-(90+20*sin(t*3)))/2':y='210-10*sin(t*3)':w='90+20*sin(t*3)':h='90+20*sin(t*3)':color=white@0.5:t=fill[bg]" 'Trygge' 'første skridt' 'Book en samtale'
fi

# Samples for /services/video-produktion: as long as a real ad (0:28-0:38), at 6 frames a second and
# a higher CRF so a half-minute clip stays under 100 KB. Movement loops with mod() so it never leaves the frame.
if wants samples; then
FPS=6 CRF=36
CLIP_SECONDS=28 clip eksempel-produktvideo "color=c=0x2b8a3e:s=${W}x${H}:r=$FPS:d=28,drawbox=x='(iw-110)/2':y='190+12*sin(t)':w=110:h=110:color=0xfff3bf:t=fill,drawbox=x='(iw-50)/2':y='220+12*sin(t)':w=50:h=50:color=0xe8590c:t=fill[bg]" 'Produktvideo' 'til webshop' 'Se produktet'
CLIP_SECONDS=31 clip eksempel-kundeudtalelse "gradients=s=${W}x${H}:r=$FPS:d=31:c0=0xa61e4d:c1=0xf783ac:n=2:speed=0.004,drawbox=x=(iw-150)/2:y=170:w=150:h=150:color=white@0.35:t=fill,drawbox=x=(iw-70)/2:y=200:w=70:h=70:color=white@0.7:t=fill[bg]" 'Det siger' 'kunderne' 'Hør historien'
CLIP_SECONDS=34 clip eksempel-bag-kulisserne "gradients=s=${W}x${H}:r=$FPS:d=34:c0=0xff8a3d:c1=0xc2255c:c2=0xffd43b:n=3:speed=0.004,drawbox=x='mod(t*40\,480)-120':y=200:w=120:h=80:color=0x1a1f36@0.8:t=fill,drawbox=x='mod(t*40\,480)-80':y=222:w=36:h=36:color=white@0.9:t=fill[bg]" 'Bag' 'kulisserne' 'Mød holdet'
CLIP_SECONDS=30 clip eksempel-foer-og-efter "color=c=0x0b7285:s=${W}x${H}:r=$FPS:d=30,drawbox=x=0:y=0:w='mod(t*24\,iw)':h=ih*0.55:color=0x66d9e8@0.6:t=fill,drawbox=x=0:y=ih*0.55-4:w=iw:h=4:color=white@0.7:t=fill[bg]" 'Før' 'og efter' 'Få et tilbud'
CLIP_SECONDS=38 clip eksempel-kampagne "color=c=0x1a4ac4:s=${W}x${H}:r=$FPS:d=38,drawbox=x=(iw-180)/2:y='170+8*sin(t*2)':w=180:h=110:color=0xf4c542:t=fill,drawbox=x=(iw-120)/2:y='205+8*sin(t*2)':w=120:h=40:color=0x1a1f36:t=fill[bg]" 'Kampagne' 'med tilbud' 'Se tilbuddet'
CLIP_SECONDS=33 clip eksempel-forklaring "gradients=s=${W}x${H}:r=$FPS:d=33:c0=0x5f3dc4:c1=0x1864ab:n=2:speed=0.004,drawbox=x=70:y='330-mod(t*20\,60)':w=50:h='mod(t*20\,60)':color=white@0.85:t=fill,drawbox=x=155:y='330-mod(t*30\,110)':w=50:h='mod(t*30\,110)':color=white@0.85:t=fill,drawbox=x=240:y='330-mod(t*40\,170)':w=50:h='mod(t*40\,170)':color=0xffd43b:t=fill[bg]" 'Sådan' 'virker det' 'Kom i gang'
fi

# Creatives: 320x320 ad designs in a few layouts and palettes, each with a Danish headline and a button.
creative() { # $1 name, $2 background, $3 accent, $4 text colour, $5 layout, $6 kicker, $7 line 1, $8 line 2, $9 button
  local bg=$2 accent=$3 ink=$4 layout=$5 g
  case $layout in
    band) g="drawbox=x=0:y=200:w=iw:h=120:color=$accent:t=fill" ;;
    corner) g="drawbox=x=220:y=0:w=100:h=100:color=$accent:t=fill,drawbox=x=0:y=270:w=60:h=50:color=$accent@0.6:t=fill" ;;
    frame) g="drawbox=x=14:y=14:w=292:h=292:color=$accent:t=6" ;;
    split) g="drawbox=x=0:y=0:w=120:h=ih:color=$accent:t=fill" ;;
    dots) g="drawbox=x=240:y=30:w=40:h=40:color=$accent:t=fill,drawbox=x=260:y=90:w=24:h=24:color=$accent@0.7:t=fill,drawbox=x=30:y=250:w=30:h=30:color=$accent@0.5:t=fill" ;;
  esac
  local x=28 size=30 top=0
  [ "$layout" = split ] && x=136 size=26
  [ "$layout" = band ] || top=36
  ffmpeg -v error -y -f lavfi -i "color=c=$bg:s=320x320:d=1" -frames:v 1 -vf "$g,\
drawtext=fontfile=$FONT_REG:text='$6':fontsize=15:fontcolor=$ink@0.85:x=$x:y=44+$top,\
drawtext=fontfile=$FONT:text='$7':fontsize=$size:fontcolor=$ink:x=$x:y=76+$top,\
drawtext=fontfile=$FONT:text='$8':fontsize=$size:fontcolor=$ink:x=$x:y=114+$top,\
drawbox=x=$x:y=164+$top:w=150:h=36:color=$ink:t=fill,\
drawtext=fontfile=$FONT:text='$9':fontsize=15:fontcolor=$bg:x=$x+(150-text_w)/2:y=175+$top" \
    -c:v libwebp -quality 72 "$CREATIVES/$1.webp"
}

wants creatives || exit 0
creative sommerudsalg 0xfff4e6 0xfd7e14 0x1a1f36 band 'Instagram' 'Sommerudsalg' 'er skudt i gang' 'Shop nu'
creative flyttehjaelp 0x1a4ac4 0xf4c542 0xffffff corner 'Facebook' 'Flyt uden' 'bøvl i år' 'Få et tilbud'
creative hundesele 0xffe8cc 0xc2255c 0x1a1f36 dots 'TikTok' 'Den bløde' 'hundesele' 'Se farverne'
creative vinduespudsning 0xe3fafc 0x0b7285 0x0b3d47 frame 'Facebook' 'Klare ruder' 'hele året' 'Book nu'
creative menukasse 0x2b8a3e 0xfff3bf 0xffffff split 'Instagram' 'Aftensmad' 'klaret' 'Bestil kassen'
creative lupebriller 0x212529 0x15aabf 0xffffff band 'LinkedIn' 'Skarpt syn' 'i klinikken' 'Prøv en lupe'
creative dyrlaege 0xebfbee 0x2f9e44 0x1a1f36 corner 'Facebook' 'Tryg hjælp' 'til dit dyr' 'Book tid'
creative gavekort 0x5f3dc4 0xffd43b 0xffffff dots 'Instagram' 'Giv et' 'gavekort' 'Køb her'
creative fertilitet 0xfff0f6 0xa61e4d 0x4a1025 frame 'Facebook' 'Drømmer I' 'om en familie?' 'Læs mere'
creative nyhed 0xf8f9fa 0x1a4ac4 0x1a1f36 split 'TikTok' 'Nyhed' 'på lager' 'Se nyheden'
creative webinar 0x0c2a5b 0x74c0fc 0xffffff frame 'LinkedIn' 'Gratis' 'webinar' 'Tilmeld dig'
creative weekendtilbud 0xfff9db 0xf08c00 0x1a1f36 band 'Instagram' 'Weekendens' 'tilbud' 'Shop nu'
creative kaffe 0x3b2a20 0xd9a066 0xffffff corner 'Facebook' 'Dialog' 'og kaffe?' 'Book et møde'
creative fitness 0x141414 0x82c91e 0xffffff dots 'TikTok' 'Kom i form' 'i januar' 'Start i dag'
creative blomster 0xfff5f5 0xe64980 0x1a1f36 split 'Instagram' 'Friske' 'blomster' 'Bestil buket'
creative tandlaege 0xe7f5ff 0x1971c2 0x0b2545 band 'Facebook' 'Et smil' 'du tør vise' 'Book tid'
creative hudpleje 0xf3f0ff 0x7048e8 0x1a1f36 frame 'Instagram' 'Mild pleje' 'til huden' 'Find din rutine'
creative cykler 0x0b7285 0xffd43b 0xffffff split 'Facebook' 'Klar til' 'foråret?' 'Se cyklerne'
creative vin 0x5c1a2b 0xe9c46a 0xffffff corner 'Instagram' 'Vin til' 'julebordet' 'Se udvalget'
